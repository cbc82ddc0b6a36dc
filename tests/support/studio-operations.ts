/**
 * Sanity's document operations as the Studio performs them, against a server
 * that speaks Sanity's HTTP API (./fake-sanity-server.ts, started with a write
 * token): a patch of the draft, and Publish (the draft replaces the published
 * document and goes), each sent after the one before, as the Studio queues
 * them. The Studio's own document actions (studio/actions/) run on these in
 * the tests, in place of the Studio's `useDocumentOperation` and its Publish.
 */
type Document = { _id: string; _type: string; [field: string]: unknown };

export function studioOperations(apiUrl: string, token: string, dataset = "production") {
  const api = `${apiUrl}/v2025-02-19/data`;
  const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" };
  let queue: Promise<void> = Promise.resolve();
  const send = (mutations: (latest: () => Promise<Document | null>) => Promise<unknown[]>, id: string) => {
    queue = queue.then(async () => {
      const body = JSON.stringify({ mutations: await mutations(() => read(`drafts.${id}`)) });
      const response = await fetch(`${api}/mutate/${dataset}`, { method: "POST", headers, body });
      if (!response.ok) throw new Error(`Sanity refused the mutation: ${response.status} ${await response.text()}`);
    });
  };
  async function read(id: string): Promise<Document | null> {
    const search = new URLSearchParams({ query: "*[_id == $id][0]", $id: JSON.stringify(id), perspective: "raw" });
    const response = await fetch(`${api}/query/${dataset}?${search}`, { headers });
    return ((await response.json()) as { result: Document | null }).result;
  }
  const publishAction = Object.assign(
    (props: { id: string }) => ({
      label: "Publish",
      onHandle: () =>
        send(async (latest) => {
          const draft = await latest();
          if (!draft) throw new Error(`Nothing to publish: drafts.${props.id} is not there`);
          const { _rev, _updatedAt, ...fields } = draft;
          return [{ createOrReplace: { ...fields, _id: props.id } }, { delete: { id: draft._id } }];
        }, props.id),
    }),
    { action: "publish" as const },
  );
  return {
    /** In place of Sanity's `useDocumentOperation`: the operations the Studio's actions use. */
    useDocumentOperation: (id: string) => ({
      patch: {
        execute: (patches: Array<Record<string, unknown>>) => send(async () => patches.map((patch) => ({ patch: { id: `drafts.${id}`, ...patch } })), id),
      },
    }),
    /** Sanity's own Publish, as the actions wrap it. */
    publishAction,
    /** The props the Studio gives a document's actions: its draft and its published version. */
    props: async (id: string, type: string) => ({ id, type, draft: await read(`drafts.${id}`), published: await read(id) }),
    read,
    /** Resolves once every operation sent so far is applied. */
    settled: () => queue,
  };
}
