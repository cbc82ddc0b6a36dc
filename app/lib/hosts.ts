/** A host name (as `URL.hostname` gives it) that names this machine: localhost, 127.0.0.0/8 or [::1]. */
export function isLoopbackHost(host: string): boolean {
  return /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i.test(host);
}
