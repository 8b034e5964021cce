import { ImageIcon, Upload, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { toast } from "~/components/toast";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { ACCEPTED_IMAGE_TYPES, BANNER_IMAGE_WIDTHS, imageSrcSet, precheckUpload, PRODUCT_IMAGE_WIDTHS, UPLOAD_ERRORS } from "~/lib/images";
import { cn } from "~/lib/utils";

type UploadResult = { url: string; width: number; height: number } | { title: string; description: string; error: string };

export type ImageUploadProps = {
  folder: "products" | "banners";
  value: string | null;
  onChange(url: string | null): void;
  label?: string;
  hint?: string;
};

/**
 * Uploads one image to /api/admin/uploads with a progress bar and shows the current one (banners
 * 16:9, products square). The browser's checks only answer fast; the server re-checks the content.
 */
export function ImageUpload({ folder, value, onChange, label = "Image", hint }: ImageUploadProps) {
  const inputId = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const request = useRef<XMLHttpRequest | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [localPreview, setLocalPreview] = useState<string | null>(null);

  // A dialog closed mid-upload must not call onChange later.
  useEffect(() => () => request.current?.abort(), []);
  useEffect(() => {
    if (!localPreview) return;
    return () => URL.revokeObjectURL(localPreview);
  }, [localPreview]);

  function upload(file: File) {
    const problem = precheckUpload(file);
    if (problem) {
      toast.error(problem.title, { description: problem.description });
      return;
    }
    const body = new FormData();
    body.append("folder", folder);
    body.append("file", file);
    const xhr = new XMLHttpRequest();
    request.current = xhr;
    setLocalPreview(URL.createObjectURL(file));
    setProgress(0);
    const finish = () => {
      request.current = null;
      setProgress(null);
      setLocalPreview(null);
    };
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) setProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      finish();
      const result = xhr.response as UploadResult | null;
      if (xhr.status === 201 && result && "url" in result) {
        onChange(result.url);
        toast.success("Uploaded!");
      } else if (result && "title" in result) {
        toast.error(result.title, { description: result.description });
      } else {
        toast.error(UPLOAD_ERRORS.failed.title, { description: UPLOAD_ERRORS.failed.description });
      }
    };
    xhr.onerror = () => {
      finish();
      toast.error(UPLOAD_ERRORS.failed.title, { description: UPLOAD_ERRORS.failed.description });
    };
    xhr.open("POST", "/api/admin/uploads");
    xhr.responseType = "json";
    xhr.send(body);
  }

  const banner = folder === "banners";
  const shown = localPreview ?? value;
  const uploading = progress !== null;

  return (
    <div className="grid gap-2">
      <Label htmlFor={inputId}>{label}</Label>
      <div
        className={cn(
          "relative w-full overflow-hidden rounded-md border border-gray-200 bg-gray-50",
          banner ? "aspect-video max-w-md" : "aspect-square max-w-48",
        )}
      >
        {shown ? (
          <img
            src={shown}
            srcSet={localPreview ? undefined : imageSrcSet(shown, banner ? BANNER_IMAGE_WIDTHS : PRODUCT_IMAGE_WIDTHS)}
            sizes={banner ? "448px" : "192px"}
            alt={`${label} preview`}
            width={banner ? 448 : 192}
            height={banner ? 252 : 192}
            className="size-full object-cover"
          />
        ) : (
          <div className="flex size-full flex-col items-center justify-center gap-1 text-sm text-gray-500">
            <ImageIcon aria-hidden className="size-8" />
            No image
          </div>
        )}
        {value && !uploading ? (
          <Button
            type="button"
            variant="custom"
            size="icon-xs"
            shape="round"
            className="absolute top-2 right-2 bg-white/90 text-gray-900 shadow hover:bg-gray-200"
            aria-label={`Remove ${label.toLowerCase()}`}
            onClick={() => onChange(null)}
          >
            <X />
          </Button>
        ) : null}
        {uploading ? (
          <div className="absolute inset-x-0 bottom-0 bg-white/90 p-2">
            <div
              role="progressbar"
              aria-label="Upload progress"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={progress ?? 0}
              className="h-2 overflow-hidden rounded-full bg-gray-200"
            >
              <div className="h-full bg-brand-600 transition-[width]" style={{ width: `${progress}%` }} />
            </div>
          </div>
        ) : null}
      </div>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept={ACCEPTED_IMAGE_TYPES}
        className="hidden"
        aria-describedby={hintId}
        disabled={uploading}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          // Cleared so choosing the same file again still fires a change.
          event.currentTarget.value = "";
          if (file) upload(file);
        }}
      />
      <div>
        <Button type="button" variant="outline" size="sm" disabled={uploading} aria-describedby={hintId} onClick={() => inputRef.current?.click()}>
          <Upload />
          {value ? "Replace image" : "Upload image"}
        </Button>
      </div>
      <div id={hintId} className="text-xs text-gray-500">
        {hint ? <p>{hint}</p> : null}
        <p>PNG, JPG, WebP, GIF up to 5MB</p>
      </div>
    </div>
  );
}
