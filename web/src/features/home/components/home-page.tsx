import { DeliveryPromise } from './delivery-promise';
import { FeatureList } from './feature-list';
import { Hero } from './hero';
import { HowItWorks } from './how-it-works';
import { Reasons } from './reasons';
import { TrackCallout } from './track-callout';
import styles from './home-page.module.css';

/**
 * The landing page. It ships in the first script with its English texts, so it
 * uses nothing heavier than links, lists and inline icons.
 */
export const HomePage = () => (
  <div className={`container ${styles.page}`}>
    <Hero />
    <HowItWorks />
    <FeatureList />
    <DeliveryPromise />
    <Reasons />
    <TrackCallout />
  </div>
);
