import { Carousel } from '@mantine/carousel';
import { Container } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { useId, useMemo, useRef, useState } from 'react';
import { useLanguage } from '@/components/language-context.ts';
import { SectionTitle } from '@/components/SectionTitle/SectionTitle.tsx';
import { CAROUSEL_RESIZE_DEBOUNCE_MS, CAROUSEL_SLIDE_MS, CAROUSEL_SLIDES_PER_MOVE } from '@/config/constants.ts';
import { wordsIn } from '@/lib/languages/words.ts';
import { contentIn } from '@/lib/languages/site-content.ts';
import { debouncedResize } from '@/lib/carousel/debounced-resize.ts';
import { emblaDurationFor } from '@/lib/carousel/embla-duration.ts';
import { keepSelectedInView } from '@/lib/carousel/keep-selected-in-view.ts';
import { galleryFrame } from './gallery-frame.ts';
import { GalleryOverlay, type GalleryOverlayHandle } from './GalleryOverlay.tsx';
import { GallerySlide } from './GallerySlide.tsx';
import { SlideStatus } from './SlideStatus.tsx';
import classes from './Gallery.module.css';

const EMBLA_OPTIONS = {
  loop: true,
  align: 'start',
  slidesToScroll: CAROUSEL_SLIDES_PER_MOVE,
  duration: emblaDurationFor(CAROUSEL_SLIDE_MS),
  watchResize: debouncedResize(CAROUSEL_RESIZE_DEBOUNCE_MS),
} as const;

export function Gallery() {
  const language = useLanguage();
  const { gallery, pageText } = contentIn(language);
  const words = wordsIn(language).gallery;
  // The frame's size from every photo's shape (gallery-frame.ts); at most the spec's 32rem tall. The photos are the same in every language.
  const frame = useMemo(() => galleryFrame(gallery), [gallery]);
  const [currentSlide, setCurrentSlide] = useState(0);
  // Reduced motion: the next photo replaces the last at once (Embla's duration 0), no slide.
  const reducedMotion = useReducedMotion();
  const emblaOptions = useMemo(() => (reducedMotion ? { ...EMBLA_OPTIONS, duration: 0 } : EMBLA_OPTIONS), [reducedMotion]);
  const overlay = useRef<GalleryOverlayHandle>(null);
  const indicatorsLabel = useId();

  return (
    <section id="gallery" aria-labelledby="gallery-title" className={classes.section}>
      <Container size="lg">
        <SectionTitle id="gallery-title" title={pageText.gallery.title} subtitle={pageText.gallery.subtitle} />
        {/* The carousel writes its slide size as a <style> before its root, which HTML allows in
            <body> only as the first child of its parent; an island's markup cannot move to <head>
            (its browser root must match it), so the carousel gets a parent of its own. */}
        <div>
          <Carousel
            withIndicators
            withControls
            slideSize="100%"
            style={frame.style}
            emblaOptions={emblaOptions}
            getEmblaApi={keepSelectedInView}
            onSlideChange={setCurrentSlide}
            previousControlProps={{ 'aria-label': words.previous }}
            nextControlProps={{ 'aria-label': words.next }}
            getIndicatorProps={(index) => ({ 'aria-label': words.showPhoto(index + 1, gallery.length) })}
            aria-roledescription={words.carouselRole}
            aria-label={words.carousel}
            // Mantine names its row of dots "Slides", in English only: a name in the page's language takes precedence.
            attributes={{ indicators: { 'aria-labelledby': indicatorsLabel } }}
            classNames={{
              root: classes.carousel,
              viewport: classes.viewport,
              controls: classes.controls,
              control: classes.control,
              indicators: classes.indicators,
              indicator: classes.indicator,
            }}
          >
            {gallery.map((item, index) => (
              <Carousel.Slide
                key={item.id}
                role="group"
                aria-roledescription={words.slideRole}
                aria-label={words.slideOf(index + 1, gallery.length)}
                inert={index !== currentSlide}
              >
                <GallerySlide item={item} enlargeLabel={words.enlarge(item.caption)} withFill={frame.mixedShapes} onEnlarge={(openedBy) => overlay.current?.open(index, openedBy)} />
              </Carousel.Slide>
            ))}
          </Carousel>
          <span id={indicatorsLabel} hidden>
            {words.indicators}
          </span>
          <SlideStatus text={words.slideStatus(currentSlide + 1, gallery.length)} />
        </div>
      </Container>
      <GalleryOverlay ref={overlay} gallery={gallery} closeLabel={words.closeEnlarged} />
    </section>
  );
}
