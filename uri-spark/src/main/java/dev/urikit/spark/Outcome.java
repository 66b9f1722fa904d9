package dev.urikit.spark;

import dev.urikit.Uri;
import dev.urikit.UriSyntaxException;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.jspecify.annotations.Nullable;

/**
 * How a function's result reaches SQL: null in gives null out; an invalid URI gives null from the plain
 * function and, from its {@code _or_error} twin, a row of {@link UriSqlTypes#orError} whose {@code error}
 * holds the {@link UriSyntaxException}'s kind, index and message. No input fails the job.
 */
final class Outcome {

  /** A function of one parsed URI; it may throw {@link UriSyntaxException} when a scheme's hook refuses. */
  interface OfUri<T> {
    @Nullable T apply(Uri uri);
  }

  /** A function of a parsed URI and a second string argument. */
  interface OfUriAnd<T> {
    @Nullable T apply(Uri uri, String argument);
  }

  private Outcome() {}

  static <T> @Nullable T orNull(@Nullable String text, OfUri<T> body) {
    if (text == null) {
      return null;
    }
    Uri uri = Uri.parseOrNull(text, Installed.REGISTRY);
    if (uri == null) {
      return null;
    }
    try {
      return body.apply(uri);
    } catch (UriSyntaxException e) {
      return null;
    }
  }

  static <T> @Nullable T orNull(@Nullable String text, @Nullable String argument, OfUriAnd<T> body) {
    return argument == null ? null : orNull(text, uri -> body.apply(uri, argument));
  }

  static @Nullable Row orError(@Nullable String text, OfUri<?> body) {
    if (text == null) {
      return null;
    }
    try {
      return RowFactory.create(body.apply(Uri.parse(text, Installed.REGISTRY)), null);
    } catch (UriSyntaxException e) {
      return RowFactory.create(null, RowFactory.create(e.kind().name(), e.index(), e.getMessage()));
    }
  }

  static @Nullable Row orError(@Nullable String text, @Nullable String argument, OfUriAnd<?> body) {
    return argument == null ? null : orError(text, uri -> body.apply(uri, argument));
  }
}
