import { Phone } from "lucide-react";
import type { ReactNode } from "react";
import { telHref } from "../../common/speed-dial";
import { cn } from "../lib/utils";
import { buttonVariants, type ButtonProps } from "./ui/button";

/** A button-looking tel: link: the phone's own dialer places the call. */
export function CallLink({
  number,
  label,
  children,
  icon = <Phone aria-hidden />,
  variant = "default",
  size,
  className,
}: {
  number: string;
  /** The accessible name, e.g. "Call Emergency Room, 02-555-0101". */
  label: string;
  children: ReactNode;
  /** Shown before the text; a phone unless given. */
  icon?: ReactNode;
  variant?: ButtonProps["variant"];
  size?: ButtonProps["size"];
  className?: string;
}) {
  return (
    <a href={telHref(number)} aria-label={label} className={cn(buttonVariants({ variant, size }), className)}>
      {icon}
      {children}
    </a>
  );
}
