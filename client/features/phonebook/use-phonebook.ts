import { useQuery } from "@tanstack/react-query";
import type { PhonebookResponse } from "../../../common/phonebook";

/** The medical phone book from the server (hospitals and numbers are edited by admins there). */
export function usePhonebook() {
  return useQuery<PhonebookResponse>({ queryKey: ["/api/phonebook"] });
}
