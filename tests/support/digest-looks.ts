/**
 * The database as the digest scheduler sees it, for its tests: each look the scheduler takes is counted (a look
 * begins by reading the last digest), and looks can be refused as by a database that is down. A test then waits
 * for the scheduler to have looked, rather than for a time in which it probably did.
 */
import type { Kysely } from "kysely";
import type { Database } from "~/enquiries/db/schema";

export function countedLooks(db: Kysely<Database>, refuse: () => boolean = () => false): { db: Kysely<Database>; looks(): number } {
  let looks = 0;
  const counted = new Proxy(db, {
    get: (target, name) => {
      const value = Reflect.get(target, name) as unknown;
      if (typeof value !== "function") return value;
      if (name !== "selectFrom") return value.bind(target);
      return (table: string) => {
        if (table === "digests") {
          looks += 1;
          if (refuse()) throw new Error("database down");
        }
        return (value as (table: string) => unknown).call(target, table);
      };
    },
  });
  return { db: counted, looks: () => looks };
}
