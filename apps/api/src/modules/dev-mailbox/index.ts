/** The outbox as a mailbox page, for local development and the journeys. */
