// EXAMPLE DATA. These hospitals and numbers show the shape of the phone book only: every number
// below is a placeholder (555 range) and must be replaced and confirmed by the service before use.
// They are stored with isExample = true and no confirmedAt, and the admin console flags them.

type Contact = {
  name: string;
  description: string;
  number: string;
  type: "emergency" | "specialized" | "general";
};
type Hospital = { nameEn: string; nameHe: string; contacts: Contact[] };

export const exampleHospitals: Hospital[] = [
  {
    nameEn: "Shaare Zedek Medical Center",
    nameHe: "המרכז הרפואי שערי צדק",
    contacts: [
      { name: "Emergency Room", description: "חדר מיון", number: "02-555-0101", type: "emergency" },
      { name: "Trauma Unit", description: "יחידת טראומה", number: "02-555-0102", type: "emergency" },
      { name: "Maternity Ward", description: "מחלקת יולדות", number: "02-555-0103", type: "specialized" },
      { name: "Switchboard", description: "מרכזייה", number: "02-555-0100", type: "general" },
    ],
  },
  {
    nameEn: "Hadassah Ein Kerem",
    nameHe: "הדסה עין כרם",
    contacts: [
      { name: "Emergency Room", description: "חדר מיון", number: "02-555-0201", type: "emergency" },
      { name: "Pediatric Emergency", description: "מיון ילדים", number: "02-555-0202", type: "emergency" },
      { name: "Cardiology", description: "קרדיולוגיה", number: "02-555-0203", type: "specialized" },
      { name: "Burns Unit", description: "יחידת כוויות", number: "02-555-0204", type: "specialized" },
      { name: "Switchboard", description: "מרכזייה", number: "02-555-0200", type: "general" },
    ],
  },
  {
    nameEn: "Hadassah Mount Scopus",
    nameHe: "הדסה הר הצופים",
    contacts: [
      { name: "Emergency Room", description: "חדר מיון", number: "02-555-0301", type: "emergency" },
      { name: "Orthopedics", description: "אורתופדיה", number: "02-555-0302", type: "specialized" },
      { name: "Switchboard", description: "מרכזייה", number: "02-555-0300", type: "general" },
    ],
  },
  {
    nameEn: "Herzog Medical Center",
    nameHe: "המרכז הרפואי הרצוג",
    contacts: [
      { name: "Emergency Desk", description: "מוקד חירום", number: "02-555-0401", type: "emergency" },
      {
        name: "Psychiatric Emergency",
        description: "מיון פסיכיאטרי",
        number: "02-555-0402",
        type: "specialized",
      },
      { name: "Switchboard", description: "מרכזייה", number: "02-555-0400", type: "general" },
    ],
  },
];

export const exampleSpeedDials = [
  { name: "Dispatch Center", phoneNumber: "02-555-0001", role: "dispatch", isEmergency: true, priority: 1 },
  {
    name: "Paramedic Supervisor",
    phoneNumber: "02-555-0002",
    role: "paramedic",
    isEmergency: true,
    priority: 2,
  },
  { name: "Management", phoneNumber: "02-555-0003", role: "management", isEmergency: false, priority: 3 },
];
