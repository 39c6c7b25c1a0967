// argon2id with OWASP's recommended cost (19 MiB, 2 passes, 1 lane).
import { hash, verify } from '@node-rs/argon2'

/** Algorithm.Argon2id; the package's enum is a const enum, which isolated modules cannot read. */
const ARGON2ID = 2

const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const

export const hashPassword = (plain: string) => hash(plain, OPTIONS)

export async function verifyPassword(passwordHash: string, plain: string): Promise<boolean> {
  try {
    return await verify(passwordHash, plain)
  } catch {
    return false
  }
}

/** A hash of nothing anyone knows: verifying against it when an e-mail is unknown takes as long as a real check. */
let decoy: Promise<string> | undefined
export const decoyHash = () => {
  decoy ??= hashPassword(`decoy-${Math.random()}`)
  return decoy
}
