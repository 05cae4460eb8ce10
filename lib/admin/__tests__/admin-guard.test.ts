import type { Actor, AdminActor } from "@/lib/auth/current-user";
import { ForbiddenError } from "@/lib/auth/errors";
import { auditLog } from "@/lib/db/schema";
import type { DbHandle } from "@/lib/db/client";
import { listAuditLog, auditFacets } from "@/lib/audit/audit-queries";
import {
  listPaymentsForAdmin,
  paymentTotals,
  paymentsForExport,
  recentPayments,
} from "@/lib/payments/admin-payments";
import { getPlanForAdmin, listPlansForAdmin } from "@/lib/plans/plan-queries";
import { createPlan, setPlanArchived, updatePlan } from "@/lib/plans/save-plan";
import { decideReports } from "@/lib/reports/decide-reports";
import { countListingReports, countOpenReports, listReportQueue } from "@/lib/reports/report-queue";
import { releaseTestDatabase, TEST_ENGINES, useTestDatabase } from "@/lib/testing/test-db";
import { blockAccount, unblockAccount } from "../accounts/block-account";
import { getSellerDetail } from "../accounts/get-seller-detail";
import { listSellers } from "../accounts/seller-queries";
import { getUserDetail, listUsers } from "../accounts/user-queries";
import { setSellerVerified } from "../accounts/verify-seller";
import { decideBrokerRequest, listBrokerRequests } from "../broker-requests";
import { getDailyActivity, getDashboardCounts, getRecentActions } from "../dashboard";
import { countEnquiriesByStatus, listEnquiries, setEnquiryStatus } from "../enquiries";
import { getAdminProperty } from "../listings/get-admin-property";
import { moderateProjects } from "../listings/moderate-projects";
import { moderateProperties } from "../listings/moderate-properties";
import {
  countProjectsByStatus,
  getAdminProject,
  listAdminProjects,
} from "../listings/project-queries";
import { countPropertiesByStatus, listAdminProperties } from "../listings/property-queries";
import {
  makeAccount,
  makeBrokerRequest,
  makeCity,
  makePlan,
  makeProject,
  makeProperties,
} from "./fixtures";

type Call = (actor: AdminActor) => Promise<unknown>;

const listing = { sort: "newest", page: 1 } as const;
const planInput = {
  name: "Owner Basic",
  sellerKind: "individual",
  price: 499,
  durationDays: 30,
  listingQuota: 5,
  featuredQuota: 0,
  features: "",
  active: true,
} as const;

describe.each(TEST_ENGINES)("every admin lib function refuses non-admins on %s", (engine) => {
  let handle: DbHandle;
  let seller: Actor;
  let buyer: Actor;
  let calls: [string, Call][];

  beforeAll(async () => {
    handle = await useTestDatabase(engine);
    const db = handle.db;
    seller = await makeAccount(db, "seller");
    buyer = await makeAccount(db, "user");
    const city = await makeCity(db);
    const [propertyId] = await makeProperties(db, seller.id, city.id, 1);
    const projectId = await makeProject(db, seller.id, city.id);
    const plan = await makePlan(db);
    const request = await makeBrokerRequest(db, seller.id);
    calls = [
      ["getDashboardCounts", (a) => getDashboardCounts(a)],
      ["getDailyActivity", (a) => getDailyActivity(a)],
      ["getRecentActions", (a) => getRecentActions(a)],
      ["listAdminProperties", (a) => listAdminProperties(a, listing)],
      ["countPropertiesByStatus", (a) => countPropertiesByStatus(a)],
      ["getAdminProperty", (a) => getAdminProperty(a, propertyId)],
      [
        "moderateProperties",
        (a) => moderateProperties(a, { action: "approve", ids: [propertyId] }),
      ],
      ["listAdminProjects", (a) => listAdminProjects(a, listing)],
      ["countProjectsByStatus", (a) => countProjectsByStatus(a)],
      ["getAdminProject", (a) => getAdminProject(a, projectId)],
      ["moderateProjects", (a) => moderateProjects(a, { action: "approve", ids: [projectId] })],
      ["listSellers", (a) => listSellers(a, { page: 1 })],
      ["getSellerDetail", (a) => getSellerDetail(a, seller.id)],
      ["listUsers", (a) => listUsers(a, { page: 1 })],
      ["getUserDetail", (a) => getUserDetail(a, buyer.id)],
      ["blockAccount", (a) => blockAccount(a, { userId: buyer.id, reason: "Spam enquiries" })],
      ["unblockAccount", (a) => unblockAccount(a, { userId: buyer.id })],
      ["setSellerVerified", (a) => setSellerVerified(a, { userId: seller.id, verified: true })],
      ["listBrokerRequests", (a) => listBrokerRequests(a, { page: 1 })],
      [
        "decideBrokerRequest",
        (a) => decideBrokerRequest(a, { decision: "approve", requestId: request.id }),
      ],
      ["listEnquiries", (a) => listEnquiries(a, { page: 1 })],
      ["countEnquiriesByStatus", (a) => countEnquiriesByStatus(a)],
      ["setEnquiryStatus", (a) => setEnquiryStatus(a, { id: 1, status: "closed" })],
      ["listPaymentsForAdmin", (a) => listPaymentsForAdmin(a, { page: 1 })],
      ["paymentTotals", (a) => paymentTotals(a, { page: 1 })],
      ["paymentsForExport", (a) => paymentsForExport(a, { page: 1 })],
      ["recentPayments", (a) => recentPayments(a)],
      ["listPlansForAdmin", (a) => listPlansForAdmin(a)],
      ["getPlanForAdmin", (a) => getPlanForAdmin(a, plan.id)],
      ["createPlan", (a) => createPlan(a, planInput)],
      ["updatePlan", (a) => updatePlan(a, plan.id, planInput)],
      ["setPlanArchived", (a) => setPlanArchived(a, plan.id, true)],
      ["listAuditLog", (a) => listAuditLog(a, { page: 1 })],
      ["auditFacets", (a) => auditFacets(a)],
      ["listReportQueue", (a) => listReportQueue(a)],
      ["countOpenReports", (a) => countOpenReports(a)],
      ["countListingReports", (a) => countListingReports(a, propertyId)],
      ["decideReports", (a) => decideReports(a, { propertyId, decision: "dismiss" })],
    ];
  });
  afterAll(() => releaseTestDatabase(handle));

  it.each(["seller", "user"] as const)(
    "a %s actor gets 403 everywhere and changes nothing",
    async (who) => {
      const actor = (who === "seller" ? seller : buyer) as AdminActor;
      for (const [name, call] of calls) {
        const outcome = await call(actor).then(
          () => "allowed",
          (error: unknown) => (error instanceof ForbiddenError ? error.status : String(error)),
        );
        expect([name, outcome]).toEqual([name, 403]);
      }
      expect(await handle.db.select().from(auditLog)).toHaveLength(0);
    },
  );

  it("an admin actor passes the same guard on every function", async () => {
    const admin = (await makeAccount(handle.db, "admin")) as AdminActor;
    for (const [name, call] of calls) {
      const outcome = await call(admin).then(
        () => "allowed",
        (error: unknown) =>
          error instanceof ForbiddenError ? error.status : "refused for another reason",
      );
      expect([name, outcome]).not.toEqual([name, 403]);
    }
  });
});
