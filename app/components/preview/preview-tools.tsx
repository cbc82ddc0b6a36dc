/**
 * Everything a preview page adds: the banner (rendered by the server, so it
 * shows and exits without JavaScript) and, once the page runs, Sanity's
 * visual-editing overlays. Loaded lazily by the root layout only for preview
 * requests, so public pages carry none of it; its styles are inline for the
 * same reason.
 */
import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation } from "react-router";

const Overlays = lazy(() => import("./overlays"));

const bannerStyle: React.CSSProperties = {
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "center",
  gap: "0.5rem 1.25rem",
  padding: "0.625rem 1rem",
  background: "#fde68a",
  color: "#1b2430",
  borderBottom: "2px solid #1b2430",
  fontSize: "0.95rem",
  lineHeight: 1.4,
};

const exitStyle: React.CSSProperties = {
  display: "inline-block",
  padding: "0.25rem 0.75rem",
  border: "2px solid #1b2430",
  borderRadius: "0.375rem",
  background: "#ffffff",
  color: "#1b2430",
  fontWeight: 600,
  textDecoration: "none",
};

export default function PreviewTools() {
  const location = useLocation();
  const [running, setRunning] = useState(false);
  useEffect(() => setRunning(true), []);
  const here = `${location.pathname}${location.search}`;
  return (
    <>
      <section aria-label="Draft preview" className="preview-banner" style={bannerStyle}>
        <p style={{ margin: 0 }}>
          <strong>Preview:</strong> you are seeing unpublished drafts. Visitors see the published page.
        </p>
        <a href={`/api/preview/disable?to=${encodeURIComponent(here)}`} style={exitStyle}>
          Exit preview
        </a>
      </section>
      {running ? (
        <Suspense fallback={null}>
          <Overlays />
        </Suspense>
      ) : null}
    </>
  );
}
