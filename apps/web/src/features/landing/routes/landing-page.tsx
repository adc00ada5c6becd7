import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { scrollToSection } from '../../../lib/smooth-scroll';
import { AboutSection } from '../components/about-section';
import { ContactSection } from '../components/contact-section';
import { GallerySection } from '../components/gallery-section';
import { HeroSection } from '../components/hero-section';
import { ServicesSection } from '../components/services-section';
import { SiteFooter } from '../components/site-footer';

export default function LandingPage() {
  const { hash } = useLocation();
  useEffect(() => {
    // Arriving from another page through a section link (/#gallery) scrolls there.
    if (hash) {
      scrollToSection(hash.slice(1));
    }
  }, [hash]);
  return (
    <>
      <HeroSection />
      <AboutSection />
      <ServicesSection />
      <GallerySection />
      <ContactSection />
      <SiteFooter />
    </>
  );
}
