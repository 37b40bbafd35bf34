import { CallToAction } from '../components/landing/CallToAction';
import { Features } from '../components/landing/Features';
import { Hero } from '../components/landing/Hero';
import { HowItWorks } from '../components/landing/HowItWorks';
import { PlansTeaser } from '../components/landing/PlansTeaser';

/** What the product does, its features, how filters and statistics work, the plans, and the way in. */
export function LandingPage() {
  return (
    <>
      <Hero />
      <Features />
      <HowItWorks />
      <PlansTeaser />
      <CallToAction />
    </>
  );
}
