import { z } from "zod";
import { attorneyParamsSchema } from "../attorney-portal.schemas.ts";

export const accountStatusParamsSchema = attorneyParamsSchema.extend({ lawFirmId: z.uuid() });
