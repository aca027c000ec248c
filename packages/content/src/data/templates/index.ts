import { articles } from "./articles.ts";
import { buildTemplates } from "./helpers.ts";
import { libraryClauses, libraryGroups } from "./library.ts";

const built = buildTemplates(articles);

export const sectionTemplateData = built.sectionTemplates;
export const clauseTemplateData = [
  ...built.clauseTemplates,
  ...libraryClauses.map((c, index) => ({
    key: c.key,
    sectionTemplateKey: c.sectionTemplateKey,
    parentKey: null,
    title: c.title,
    text: c.text,
    order: 1000 + index,
    listStyle: "NONE" as const,
    textStyle: null,
    isLibraryOnly: true,
    conditions: {},
  })),
];
export const libraryGroupData = libraryGroups;
