// Logs are one line each and never carry passwords, tokens, e-mails or names.
export interface Logger {
  info(message: string): void;
  error(message: string, error?: unknown): void;
}

const describe = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));

export const consoleLogger: Logger = {
  info: (message) => console.log(`[identity] ${message}`),
  error: (message, error) =>
    console.error(`[identity] ${message}${error === undefined ? "" : ` (${describe(error)})`}`),
};

export const silentLogger: Logger = { info: () => undefined, error: () => undefined };
