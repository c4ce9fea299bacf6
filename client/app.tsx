import { QueryClientProvider } from "@tanstack/react-query";
import { Direction } from "radix-ui";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Route, Switch, useLocation } from "wouter";
import { OfflineBanner } from "./components/offline-banner";
import { RouteErrorBoundary } from "./components/route-error-boundary";
import { RouteLoading } from "./components/route-loading";
import { Toaster } from "./components/ui/toaster";
import { TooltipProvider } from "./components/ui/tooltip";
import { EnrollPage } from "./features/enroll/enroll-page";
import { MainPage } from "./features/main/main-page";
import { NotFoundPage } from "./features/not-found/not-found-page";
import { directionOf, isLanguage } from "./lib/language";
import { queryClient } from "./lib/query-client";

// Staff and test screens load on demand, keeping them out of the responder's first download.
const AdminPage = lazy(() => import("./features/admin/admin-page").then((m) => ({ default: m.AdminPage })));
const VoiceTestPage = lazy(() =>
  import("./features/voice-test/voice-test-page").then((m) => ({ default: m.VoiceTestPage })),
);

function AppRoutes() {
  const [location] = useLocation();
  return (
    // Keyed by location: leaving a screen that failed gives the next one a fresh boundary.
    <RouteErrorBoundary key={location}>
      <Suspense fallback={<RouteLoading />}>
        <Switch>
          <Route path="/" component={MainPage} />
          <Route path="/dialer" component={MainPage} />
          <Route path="/admin" component={AdminPage} />
          <Route path="/enroll" component={EnrollPage} />
          <Route path="/voice-test" component={VoiceTestPage} />
          <Route component={NotFoundPage} />
        </Switch>
      </Suspense>
    </RouteErrorBoundary>
  );
}

export function App() {
  const { i18n } = useTranslation();
  const dir = isLanguage(i18n.resolvedLanguage) ? directionOf(i18n.resolvedLanguage) : "ltr";
  return (
    <QueryClientProvider client={queryClient}>
      {/* Radix reads direction from here (menus, toasts, sliders); the page reads <html dir>. */}
      <Direction.Provider dir={dir}>
        <TooltipProvider>
          <div className="flex min-h-dvh flex-col">
            <OfflineBanner />
            <div className="flex-1">
              <AppRoutes />
            </div>
          </div>
          <Toaster />
        </TooltipProvider>
      </Direction.Provider>
    </QueryClientProvider>
  );
}
