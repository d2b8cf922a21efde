import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Callout, Intent } from '@blueprintjs/core';
import texts from '../../../schemas/messages.json';

/** Props of {@link ErrorBoundary}: what it guards and the heading of the card shown when that breaks. */
export interface ErrorBoundaryProps {
  /** The card's heading (`「基本情報」を表示できませんでした`). */
  title: string;
  children: ReactNode;
}

interface ErrorBoundaryState {
  error: Error | null;
}

/**
 * Keeps one part of a page (a section, a route's page) from taking the rest down: when it throws while
 * rendering, a danger card names it and the error instead, and everything around it keeps working.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  state: ErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    // The stack goes to the console for whoever investigates; the user gets the card.
    console.error(error, info.componentStack);
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <Callout role="alert" intent={Intent.DANGER} title={this.props.title} style={{ margin: '8px 0' }}>
        {texts.sectionCrashedDetail.replace('{message}', error.message)}
      </Callout>
    );
  }
}

/** The heading of a broken section's card. */
export const sectionCrashedTitle = (title: string): string => texts.sectionCrashed.replace('{title}', title);
