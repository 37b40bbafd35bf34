import { Suspense } from 'react';
import { lazyNamed } from '../../../app/lazy';
import { CallToAction } from '../components/landing/CallToAction';
import { Features } from '../components/landing/Features';
import { Hero } from '../components/landing/Hero';
import { HowItWorks } from '../components/landing/HowItWorks';
import { PlansTeaser } from '../components/landing/PlansTeaser';

// below the fold, in a chunk of its own: the landing's first download stays as it was
const LatestNews = lazyNamed(() => import('../components/landing/LatestNews'), 'LatestNews');

/** What the product does, its features, how filters and statistics work, the plans, the news, and the way in. */
export function LandingPage() {
  return (
    <>
      <Hero />
      <Features />
      <HowItWorks />
      <PlansTeaser />
      <Suspense fallback={null}>
        <LatestNews />
      </Suspense>
      <CallToAction />
    </>
  );
}
