import { Component, type ErrorInfo, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "./ui/button";
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from "./ui/card";

function RouteErrorCard() {
  const { t } = useTranslation();
  return (
    <main className="mx-auto w-full max-w-md p-4">
      <Card role="alert">
        <CardHeader>
          <CardTitle>{t("routeError.title")}</CardTitle>
          <CardDescription>{t("routeError.description")}</CardDescription>
        </CardHeader>
        <CardFooter>
          {/* A lazy chunk that failed to load is fetched again only by a fresh page load. */}
          <Button onClick={() => window.location.reload()}>{t("routeError.retry")}</Button>
        </CardFooter>
      </Card>
    </main>
  );
}

type Props = { children: ReactNode };
type State = { failed: boolean };

/** Catches a screen that throws while rendering (or a lazy screen that cannot load). */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error("Screen failed to render", error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <RouteErrorCard /> : this.props.children;
  }
}
