import { cva, type VariantProps } from "class-variance-authority";
import { X } from "lucide-react";
import { Toast as ToastPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { useTranslation } from "react-i18next";
import { TOAST_VIEWPORT_MAX_PX } from "../../../common/constants";
import { cn } from "../../lib/utils";

export const ToastProvider = ToastPrimitive.Provider;

export function ToastViewport({
  className,
  style,
  ...props
}: ComponentProps<typeof ToastPrimitive.Viewport>) {
  return (
    <ToastPrimitive.Viewport
      className={cn(
        "fixed inset-x-0 top-0 z-[100] mx-auto flex max-h-dvh w-full flex-col gap-2 p-4 outline-none sm:inset-x-auto sm:end-0",
        className,
      )}
      // Spec §9: the viewport is at most 420 px wide.
      style={{ maxWidth: TOAST_VIEWPORT_MAX_PX, ...style }}
      {...props}
    />
  );
}

const toastVariants = cva(
  "group pointer-events-auto relative flex w-full animate-slide-in items-start gap-3 overflow-hidden rounded-lg border p-4 pe-12 shadow-lg data-[state=closed]:hidden data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)]",
  {
    variants: {
      variant: {
        default: "border bg-card text-card-foreground",
        destructive: "border-destructive bg-destructive text-destructive-foreground",
      },
    },
    defaultVariants: { variant: "default" },
  },
);

export function Toast({
  className,
  variant,
  ...props
}: ComponentProps<typeof ToastPrimitive.Root> & VariantProps<typeof toastVariants>) {
  return <ToastPrimitive.Root className={cn(toastVariants({ variant }), className)} {...props} />;
}

export function ToastTitle({ className, ...props }: ComponentProps<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title className={cn("text-base font-semibold", className)} {...props} />;
}

export function ToastDescription({ className, ...props }: ComponentProps<typeof ToastPrimitive.Description>) {
  return <ToastPrimitive.Description className={cn("text-sm opacity-90", className)} {...props} />;
}

export function ToastClose({ className, ...props }: ComponentProps<typeof ToastPrimitive.Close>) {
  const { t } = useTranslation();
  return (
    <ToastPrimitive.Close
      className={cn(
        "absolute end-1 top-1 inline-flex size-11 items-center justify-center rounded-md opacity-70 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-ring",
        className,
      )}
      aria-label={t("ui.close")}
      {...props}
    >
      <X className="size-5" aria-hidden />
    </ToastPrimitive.Close>
  );
}

export const ToastAction = ToastPrimitive.Action;
