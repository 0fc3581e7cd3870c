import { describe, expect, it } from "vitest";
import { twinIn } from "../i18n/message-twins";
import { middayOf } from "../format/date";
import { reportDayLabel, reportPeriod } from "./agency-report";
import { AGENCY_MESSAGES } from "./agency-profile";
import { AGENCY_SIGNUP_MESSAGES } from "./agency-signup";
import { MAX_PENDING_INVITATIONS } from "./agency-team";
import { AGENCY_TEAM_MESSAGES } from "./agency-team-messages";
import { AGENCY_TEAM_TEXT } from "./agency-team-text";
import { RFC_MESSAGES } from "../trust/rfc";

// The agency's refusals reach an English page in English (the worker and the forms look each
// one up in MESSAGE_TWINS), and its dates and counts are written the American way.
describe("the agency's messages on English pages", () => {
  it("has the English twin of the profile's, the sign-up's, the team's and the RFC's refusals", () => {
    expect(twinIn("en", AGENCY_MESSAGES.descriptionMax)).toBe("The description cannot be longer than 1200 characters.");
    expect(twinIn("en", AGENCY_SIGNUP_MESSAGES.slugTaken)).toBe("That address already belongs to another agency. Try another one.");
    expect(twinIn("en", AGENCY_TEAM_MESSAGES.alreadyMember)).toBe("That person is already on your team.");
    expect(twinIn("en", AGENCY_TEAM_MESSAGES.tooManyInvitations(MAX_PENDING_INVITATIONS))).toBe(
      `You can have up to ${MAX_PENDING_INVITATIONS} pending invitations. Cancel one before sending another.`,
    );
    expect(twinIn("en", RFC_MESSAGES.checkDigit)).toMatch(/^The RFC is not valid/);
    expect(twinIn("es", AGENCY_TEAM_MESSAGES.alreadyMember)).toBe(AGENCY_TEAM_MESSAGES.alreadyMember);
  });

  it("writes the report's dates and the team's counts in English", () => {
    const now = middayOf("2026-11-28");
    expect(reportDayLabel("2026-11-26", now, "en")).toBe("November 26");
    expect(reportDayLabel("2026-11-26", now)).toBe("26 de noviembre");
    expect(reportPeriod({ from: "2026-10-30", to: "2026-11-28" }, "en")).toBe("October 30 to November 28, 2026");
    expect(reportPeriod({ from: "2026-10-30", to: "2026-11-28" })).toBe("30 de octubre al 28 de noviembre de 2026");
    expect(AGENCY_TEAM_TEXT.leads.en(1)).toBe("1 lead");
    expect(AGENCY_TEAM_TEXT.leads.en(3)).toBe("3 leads");
    expect(AGENCY_TEAM_TEXT.listings.en(1)).toBe("1 property");
    expect(AGENCY_TEAM_TEXT.leads.es(3)).toBe("3 contactos");
  });
});
