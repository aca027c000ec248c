/** A disciplinary record as the admin's screens show it. */
export function toDisciplinaryRecord(row: {
  id: string;
  stateId: string | null;
  description: string;
  occurredOn: string | null;
  resolution: string | null;
  createdAt: Date;
}) {
  return {
    id: row.id,
    stateId: row.stateId,
    description: row.description,
    occurredOn: row.occurredOn,
    resolution: row.resolution,
    createdAt: row.createdAt.toISOString(),
  };
}
