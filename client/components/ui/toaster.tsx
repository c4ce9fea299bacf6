import { useTranslation } from "react-i18next";
import { TOAST_DURATION_MS } from "../../../common/constants";
import { directionOf, isLanguage } from "../../lib/language";
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from "./toast";
import { dismissToast, useToast } from "./use-toast";

/** Draws the toast store; mount once near the root. */
export function Toaster() {
  const { toasts } = useToast();
  const { i18n } = useTranslation();
  const rtl = isLanguage(i18n.resolvedLanguage) && directionOf(i18n.resolvedLanguage) === "rtl";
  return (
    // Swipe toward the inline end to dismiss: right in English, left in Hebrew.
    <ToastProvider duration={TOAST_DURATION_MS} swipeDirection={rtl ? "left" : "right"}>
      {toasts.map(({ id, title, description, action, variant, duration, open }) => (
        <Toast
          key={id}
          variant={variant}
          duration={duration}
          open={open}
          onOpenChange={(next) => {
            if (!next) dismissToast(id);
          }}
        >
          <div className="grid min-w-0 gap-1 text-start">
            {title && <ToastTitle>{title}</ToastTitle>}
            {description && <ToastDescription>{description}</ToastDescription>}
          </div>
          {action}
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport />
    </ToastProvider>
  );
}
