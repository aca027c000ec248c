// The customer-chat widget: a third-party script told who the customer is (id, name, e-mail and
// createdAt in seconds). Loaded only by start.ts when VITE_CHAT_WIDGET_ID and VITE_CHAT_WIDGET_SCRIPT_URL
// are set, and the script is added only once a customer is signed in.
// It speaks the messenger convention Intercom's widget and compatible ones read: a settings object on
// `window.intercomSettings` before the script runs, and `window.Intercom("update", settings)` after.
import type { ChatWidgetSettings } from "./settings.ts";
import type { TelemetryPiece } from "./piece.ts";
import { type TelemetryUser, unixSeconds } from "./user.ts";

/** What the widget is given about the customer. */
export interface ChatWidgetVisitor {
  app_id: string;
  user_id: string;
  name?: string;
  email: string;
  /** When the account was created, in whole seconds since 1970. */
  created_at: number;
}

type MessengerWindow = Window & {
  intercomSettings?: ChatWidgetVisitor;
  Intercom?: (command: string, settings?: ChatWidgetVisitor) => void;
};

export function chatWidgetVisitor(widgetId: string, user: TelemetryUser): ChatWidgetVisitor {
  const name = [user.firstName, user.lastName].filter((part) => part?.trim()).join(" ");
  return {
    app_id: widgetId,
    user_id: user.id,
    ...(name ? { name } : {}),
    email: user.email,
    created_at: unixSeconds(user.createdAt),
  };
}

/** The marker on the widget's script tag, so it is added once. */
export const CHAT_WIDGET_SCRIPT_ATTRIBUTE = "data-chat-widget";

export function startChatWidget(settings: ChatWidgetSettings, target: MessengerWindow = window): TelemetryPiece {
  return {
    identify: (user) => {
      if (!user) {
        target.Intercom?.("shutdown");
        delete target.intercomSettings;
        return;
      }
      const visitor = chatWidgetVisitor(settings.widgetId, user);
      target.intercomSettings = visitor;
      const document = target.document;
      if (document.querySelector(`script[${CHAT_WIDGET_SCRIPT_ATTRIBUTE}]`)) {
        target.Intercom?.("update", visitor);
        return;
      }
      const script = document.createElement("script");
      script.async = true;
      script.src = settings.scriptUrl;
      script.setAttribute(CHAT_WIDGET_SCRIPT_ATTRIBUTE, "");
      document.head.appendChild(script);
    },
  };
}
