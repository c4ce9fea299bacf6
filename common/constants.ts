// Numbers from the product spec (§9), kept in one place under the spec's own names.

export const SWIPE_THRESHOLD_PX = 50;
export const TAB_BADGE_CAP = 99;
export const CONNECTING_SIMULATION_MS = 2_000;
export const RECOVERY_GUIDE_AFTER_MS = 30_000;

export const POLL_NOTIFICATIONS_MS = 15_000;
export const POLL_ACTIVE_BROADCASTS_MS = 5_000;
export const POLL_RECENT_BROADCASTS_MS = 10_000;
export const POLL_ENROLLMENT_CODES_MS = 5_000;
export const POLL_DETAILED_DEVICES_MS = 30_000;
export const POLL_EMERGENCY_FEED_MS = 30_000;
export const POLL_DEVICE_FEED_MS = 60_000;
export const STALE_NOTIFICATIONS_MS = 10_000;
export const STALE_SYSTEM_CONFIG_MS = 30_000;
export const STALE_DEVICE_FEED_MS = 30_000;

export const ENROLLMENT_CODE_MIN = 8;
export const ENROLLMENT_CODE_MAX = 12;
export const DEVICE_NICKNAME_MAX = 30;
export const ENROLLMENT_CODE_DEFAULT_DAYS = 7;

export const BROADCAST_MESSAGE_MAX = 500;
export const BROADCAST_EXPIRY_MIN_MINUTES = 1;
export const BROADCAST_EXPIRY_MAX_MINUTES = 1440;
export const BROADCAST_EXPIRY_DEFAULT_MINUTES = 30;
export const BROADCAST_HISTORY = 10;

export const DEVICE_ID_HEADER_SUFFIX = 4;
export const DEVICE_ID_PENDING_SUFFIX = 8;

export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_MS = 300;
export const TOAST_DURATION_MS = 5_000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_LIMIT = 1;
export const TOAST_VIEWPORT_MAX_PX = 420;
export const EMERGENCY_TOAST_MS = 10_000;

export const PRIORITIES = ["emergency", "high", "medium", "low"] as const;
export type Priority = (typeof PRIORITIES)[number];

export const LANGUAGES = ["en", "he"] as const;
export type Language = (typeof LANGUAGES)[number];
export const LANGUAGE_STORAGE_KEY = "language";
export const LANGUAGE_CHANGED_EVENT = "languageChanged";
