import { data } from "react-router";
import { RichText } from "~/components/rich-text";
import { CACHE_NOT_FOUND, pageHeaders } from "~/lib/http";
import { shownRichText } from "~/pages/rich-text.server";
import { seo } from "~/pages/seo";
import type { Route } from "./+types/privacy-policy";

export async function loader({ context }: Route.LoaderArgs) {
  const policy = await context.content.privacyPolicy();
  if (!policy) {
    return data({ policy: null }, { status: 404, headers: { "Cache-Control": CACHE_NOT_FOUND } });
  }
  return { policy: { title: policy.title, body: shownRichText(context, policy.body) } };
}

export const headers = pageHeaders;

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: args.loaderData?.policy?.title ?? "Privacy Policy",
    noindex: !args.loaderData?.policy,
  });

export default function PrivacyPolicyPage({ loaderData }: Route.ComponentProps) {
  const { policy } = loaderData;
  if (!policy) {
    return (
      <div className="container-page py-16">
        <h1 className="text-3xl font-bold">Privacy policy not found.</h1>
      </div>
    );
  }
  return (
    <article className="container-page py-12">
      <h1 className="text-3xl font-bold sm:text-4xl">{policy.title}</h1>
      <div className="prose-content mt-8">
        <RichText value={policy.body} />
      </div>
    </article>
  );
}
