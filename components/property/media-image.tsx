"use client";

import Image, { type ImageProps } from "next/image";
import { mediaLoader } from "@/lib/media/media-loader";

/** next/image for listing photos (uses {@link mediaLoader}). */
export function MediaImage({ alt, ...props }: Omit<ImageProps, "loader">) {
  return <Image alt={alt} {...props} loader={mediaLoader} />;
}
