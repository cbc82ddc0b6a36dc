/** The document links' secret of this process's settings, read (or made) once. */
import type { Env } from "~/lib/env.server";
import { documentLinkSecret } from "./signed-link.server";

const secrets = new Map<string, string>();

export function documentLinkSecretOf(env: Pick<Env, "DOCUMENT_LINK_SECRET" | "DATA_DIR">): string {
  const key = `${env.DOCUMENT_LINK_SECRET ?? ""}\u0000${env.DATA_DIR}`;
  let secret = secrets.get(key);
  if (secret === undefined) {
    secret = documentLinkSecret(env.DOCUMENT_LINK_SECRET, env.DATA_DIR);
    secrets.set(key, secret);
  }
  return secret;
}
