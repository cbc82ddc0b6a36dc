import { createContext, useContext } from "react";
import type { ImageConfig } from "~/lib/image";

const ImageConfigContext = createContext<ImageConfig>({
  projectId: "embedded",
  dataset: "production",
  baseUrl: "/",
});

export const ImageConfigProvider = ImageConfigContext.Provider;

export function useImageConfig(): ImageConfig {
  return useContext(ImageConfigContext);
}
