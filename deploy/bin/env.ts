/** A TCP port from the environment, or the default; anything else stops the program naming the variable. */
export function portFromEnv(name: string, fallback: number): number {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`Invalid ${name}: expected a TCP port (1-65535), got ${JSON.stringify(raw)}`);
  }
  return port;
}
