import type { Priority } from "../../common/constants";

type PriorityClasses = {
  /** A card or banner: soft background, coloured border and heading. */
  banner: string;
  /** A solid badge or chip. */
  badge: string;
  /** Text in the priority colour. */
  text: string;
  /** A coloured edge at the inline start (the side text begins on, in either direction). */
  accent: string;
};

// Full class names spelled out so Tailwind finds them; the colours live in styles.css (@theme).
export const PRIORITY_CLASSES: Record<Priority, PriorityClasses> = {
  emergency: {
    banner: "bg-priority-emergency-soft border-priority-emergency text-foreground",
    badge: "bg-priority-emergency text-priority-emergency-foreground",
    text: "text-priority-emergency",
    accent: "border-s-4 border-s-priority-emergency",
  },
  high: {
    banner: "bg-priority-high-soft border-priority-high text-foreground",
    badge: "bg-priority-high text-priority-high-foreground",
    text: "text-priority-high",
    accent: "border-s-4 border-s-priority-high",
  },
  medium: {
    banner: "bg-priority-medium-soft border-priority-medium text-foreground",
    badge: "bg-priority-medium text-priority-medium-foreground",
    text: "text-priority-medium",
    accent: "border-s-4 border-s-priority-medium",
  },
  low: {
    banner: "bg-priority-low-soft border-priority-low text-foreground",
    badge: "bg-priority-low text-priority-low-foreground",
    text: "text-priority-low",
    accent: "border-s-4 border-s-priority-low",
  },
};

/** The classes for a priority. */
export function priorityClasses(priority: Priority): PriorityClasses {
  return PRIORITY_CLASSES[priority];
}
