// Mantine's base styles first, then the carousel's (the other order stacks slides vertically).
import '@mantine/core/styles.css';
import '@mantine/carousel/styles.css';
import '@mantine/notifications/styles.css';
import '@/styles/global.css';
import '@/styles/print.css';
