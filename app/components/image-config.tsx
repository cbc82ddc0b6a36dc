import { createContext, useContext } from "react";
import { imageConfigFrom, type ImageConfig } from "~/images/image";

const ImageConfigContext = createContext<ImageConfig>(imageConfigFrom(undefined));

export const ImageConfigProvider = ImageConfigContext.Provider;

export function useImageConfig(): ImageConfig {
  return useContext(ImageConfigContext);
}
