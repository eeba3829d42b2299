export const ROOT: string;
export function ensureEnvFile(): boolean;
export function loadEnv(): Record<string, string>;
