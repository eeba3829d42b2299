/**
 * How long a shop token lives, in seconds: as long as the storefront's session cookie (30 days).
 * users-permissions signs with it (config/plugins.ts), and an ended session is remembered as long
 * (authenticate.ts), so no token of it outlives its ending.
 */
export const TOKEN_LIFETIME_SECONDS = 30 * 24 * 60 * 60;
