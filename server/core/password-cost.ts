// The scrypt cost PASSWORD_HASH_COST may take: the configuration checks it, server/auth/password.ts hashes with it.

// N=2^17, r=8, p=1: the OWASP recommendation for scrypt; 128 MiB of memory per hash.
export const PASSWORD_HASH_COST = 17;
// Tests sign in hundreds of times; their hashes may be this cheap (config.ts refuses it in production).
export const MIN_PASSWORD_HASH_COST = 10;
