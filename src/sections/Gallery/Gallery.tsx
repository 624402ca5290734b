import { Carousel } from '@mantine/carousel';
import { Container } from '@mantine/core';
import { useRef, useState, type CSSProperties } from 'react';
import { getPicture } from '@/components/ResponsiveImage/image-registry';
import { SectionTitle } from '@/components/SectionTitle/SectionTitle';
import { CAROUSEL_RESIZE_DEBOUNCE_MS, CAROUSEL_SLIDE_MS, CAROUSEL_SLIDES_PER_MOVE, GALLERY_IMAGE_HEIGHT } from '@/config/constants';
import { gallery } from '@/content/gallery';
import { pageText } from '@/content/page-text';
import { debouncedResize } from '@/lib/carousel/debounced-resize';
import { emblaDurationFor } from '@/lib/carousel/embla-duration';
import { GalleryOverlay, type GalleryOverlayHandle } from './GalleryOverlay';
import { GallerySlide } from './GallerySlide';
import classes from './Gallery.module.css';

const EMBLA_OPTIONS = {
  loop: true,
  align: 'start',
  slidesToScroll: CAROUSEL_SLIDES_PER_MOVE,
  duration: emblaDurationFor(CAROUSEL_SLIDE_MS),
  watchResize: debouncedResize(CAROUSEL_RESIZE_DEBOUNCE_MS),
} as const;

// The photos' shape (the first one's; the sample set is all 16:10) sizes the frame, so a
// photo fills it exactly and the spec's 32rem is the tallest it gets.
const firstPhoto = getPicture(gallery[0]!.imageUrl);
const FRAME_STYLE = {
  '--gallery-max-height': GALLERY_IMAGE_HEIGHT,
  '--gallery-ratio': `${firstPhoto.width} / ${firstPhoto.height}`,
} as CSSProperties;

export function Gallery() {
  const [currentSlide, setCurrentSlide] = useState(0);
  const overlay = useRef<GalleryOverlayHandle>(null);

  return (
    <section id="gallery" aria-labelledby="gallery-title" className={classes.section}>
      <Container size="lg">
        <SectionTitle id="gallery-title" title={pageText.gallery.title} subtitle={pageText.gallery.subtitle} />
        <Carousel
          withIndicators
          withControls
          slideSize="100%"
          style={FRAME_STYLE}
          emblaOptions={EMBLA_OPTIONS}
          onSlideChange={setCurrentSlide}
          previousControlProps={{ 'aria-label': 'Previous photo' }}
          nextControlProps={{ 'aria-label': 'Next photo' }}
          getIndicatorProps={(index) => ({ 'aria-label': `Show photo ${index + 1} of ${gallery.length}` })}
          aria-roledescription="carousel"
          aria-label="Photo gallery"
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
              key={item.imageUrl}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${gallery.length}`}
              inert={index !== currentSlide}
            >
              <GallerySlide item={item} onEnlarge={(openedBy) => overlay.current?.open(index, openedBy)} />
            </Carousel.Slide>
          ))}
        </Carousel>
      </Container>
      <GalleryOverlay ref={overlay} />
    </section>
  );
}
