import type { DemoArticle, DemoHelpCentre } from '../demo-types.ts';
import { howToContest, soldVehicle, stolenOrClonedPlate } from './articles-claims.ts';
import {
  firstNotice,
  noticeIndemnities,
  ompProsecutor,
  prepaymentValidity,
} from './articles-notices.ts';
import { missed72Hours, paidTwiceRefund, paymentMethods, receipts } from './articles-payment.ts';
import { contactUs, noTollTagNeeded, vehicleClasses } from './articles-road.ts';
import { addVehicle, foreignVehicles, rentalDriver } from './articles-vehicles.ts';
import { demoHelpNodes } from './assistant.ts';
import { demoFaqEntries } from './entries.ts';

/** The demo's help-centre articles (besides the home page's, which the categories list too). */
export const demoHelpArticles: readonly DemoArticle[] = [
  noTollTagNeeded,
  vehicleClasses,
  contactUs,
  missed72Hours,
  paymentMethods,
  receipts,
  paidTwiceRefund,
  noticeIndemnities,
  ompProsecutor,
  firstNotice,
  prepaymentValidity,
  addVehicle,
  foreignVehicles,
  rentalDriver,
  howToContest,
  stolenOrClonedPlate,
  soldVehicle,
];

export const demoHelpCentre: DemoHelpCentre = {
  entries: demoFaqEntries,
  nodes: demoHelpNodes,
  supportEmail: 'support@a79-demo.example',
};
