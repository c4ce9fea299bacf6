import { toast } from "../../../components/ui/use-toast";
import { errorMessage } from "../../../lib/api";

/** The one failure toast: a title of ours and the server's message (or `fallback` if it has none). */
export function showFailure(title: string, error: unknown, fallback?: string): void {
  toast({ variant: "destructive", title, description: errorMessage(error, fallback) });
}
