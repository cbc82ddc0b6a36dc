/**
 * The enquiry form as an island (decision 035): the server draws it with the rest of the page, and in the
 * browser only the form comes to life, hydrated by Preact from ./enquiry-form.browser.tsx, a bundle of its own
 * (vite.form.config.ts) that the server adds to a public page carrying this wrapper (./island-script.server.ts).
 * The props the browser needs travel beside it as JSON, a data block that runs nothing and needs no hash.
 * In preview the whole page hydrates with React as it is, and the island's bundle is not added.
 */
import { EnquiryForm, type FormOutcome } from "./enquiry-form";
import type { ProductKey } from "~/enquiries/fields";
import type { EnquirySource } from "~/enquiries/source";
import { useNonce } from "../nonce";

export type EnquiryFormProps = {
  formToken: string;
  outcome?: FormOutcome | undefined;
  interest?: ProductKey | undefined;
  source?: EnquirySource | undefined;
};

/** The wrapper's attribute: the island finds each form by it, and the server knows a page carries one. */
export const ISLAND_ATTRIBUTE = "data-enquiry-form";

/** JSON inside <script>: no "<" (so no "</script>") reaches the HTML parser. */
const dataBlock = (props: EnquiryFormProps) => JSON.stringify(props).replace(/</g, "\\u003c");

export function EnquiryFormIsland(props: EnquiryFormProps) {
  const { formToken, outcome, interest, source } = props;
  // Not needed by a block that runs nothing, but every <script> of a page drawn for one visitor carries its nonce.
  const nonce = useNonce();
  return (
    <>
      <div {...{ [ISLAND_ATTRIBUTE]: "" }} className="contents">
        <EnquiryForm formToken={formToken} outcome={outcome} interest={interest} source={source} />
      </div>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the form's own props as JSON with "<" escaped. */}
      <script type="application/json" nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: dataBlock(props) }} />
    </>
  );
}
