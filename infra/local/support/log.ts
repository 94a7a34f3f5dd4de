/**
 * The local runtime's own console lines (not the functions' Powertools logs): one prefix,
 * silenced by `quiet` except for errors, which always print.
 */
export interface RuntimeLog {
  info(message: string): void;
  warn(message: string): void;
  error(message: string, error?: unknown): void;
}

/** A console logger prefixed with `[local]`; `quiet` drops info lines (tests). */
export function createLog(quiet = false): RuntimeLog {
  return {
    info: (message) => {
      if (!quiet) console.log(`[local] ${message}`);
    },
    warn: (message) => {
      if (!quiet) console.warn(`[local] ${message}`);
    },
    error: (message, error) => {
      const detail = error instanceof Error ? (error.stack ?? error.message) : error;
      console.error(`[local] ${message}`, ...(detail === undefined ? [] : [detail]));
    },
  };
}
