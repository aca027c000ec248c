/** Liveness and readiness. */
