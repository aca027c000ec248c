import { Button, Menu } from "@mantine/core";
import { IconChevronDown } from "@tabler/icons-react";

export const TICKET_KINDS = ["Customer Service", "Bug Report", "Feature Request", "Question"] as const;

/**
 * The address of the external ticket form for one kind of ticket: a mailto: address gets the kind
 * as its subject, a web form gets it as the `type` query parameter.
 */
export function ticketHref(baseUrl: string, kind: string): string {
  if (baseUrl.startsWith("mailto:")) {
    const separator = baseUrl.includes("?") ? "&" : "?";
    return `${baseUrl}${separator}subject=${encodeURIComponent(kind)}`;
  }
  const url = new URL(baseUrl);
  url.searchParams.set("type", kind);
  return url.toString();
}

/** "File a ticket" dropdown: each kind opens the team's outside ticket form in a new tab. */
export function TicketMenu({ ticketUrl }: { ticketUrl: string }) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" rightSection={<IconChevronDown size={16} />}>
          File a ticket
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {TICKET_KINDS.map((kind) => (
          <Menu.Item
            key={kind}
            component="a"
            href={ticketHref(ticketUrl, kind)}
            target="_blank"
            rel="noopener noreferrer"
          >
            {kind}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
