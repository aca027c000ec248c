// Product analytics (PostHog's browser SDK). Loaded only by start.ts, after the first screen, when
// VITE_ANALYTICS_KEY is set and the app is not a development build.
import posthog from "posthog-js";
import type { PostHogConfig } from "posthog-js";
import type { AnalyticsSettings } from "./settings.ts";
import type { TelemetryPiece } from "./piece.ts";
import type { TelemetryUser } from "./user.ts";

/**
 * Page views and clicks, never what a person types or sees: no session recording, no input values,
 * no element text or attributes, no copied text, no scripts fetched from the analytics host.
 */
export function analyticsOptions(settings: AnalyticsSettings): Partial<PostHogConfig> {
  return {
    ...(settings.host ? { api_host: settings.host } : {}),
    person_profiles: "identified_only",
    disable_session_recording: true,
    session_recording: { maskAllInputs: true, maskTextSelector: "*" },
    autocapture: { capture_copied_text: false, capture_value_css_selector_allowlist: [] },
    mask_all_text: true,
    mask_all_element_attributes: true,
    mask_personal_data_properties: true,
    capture_exceptions: false,
    capture_heatmaps: false,
    capture_dead_clicks: false,
    disable_surveys: true,
    disable_external_dependency_loading: true,
  };
}

export function startAnalytics(settings: AnalyticsSettings): TelemetryPiece {
  posthog.init(settings.key, analyticsOptions(settings));
  return {
    identify: (user: TelemetryUser | null) => {
      if (user) posthog.identify(user.id);
      else posthog.reset();
    },
  };
}
