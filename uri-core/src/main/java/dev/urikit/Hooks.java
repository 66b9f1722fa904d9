package dev.urikit;

/**
 * Turns a throwable from a scheme's hook into the error the caller sees: the scheme's hooks are code
 * of other modules, and nothing they throw may escape as anything but a {@link UriSyntaxException}.
 */
final class Hooks {

  private Hooks() {}

  /** The error for {@code thrown}, raised by the {@code hook} hook of the scheme of {@code binding}. */
  static UriSyntaxException failure(Registered binding, String hook, Throwable thrown) {
    return new UriSyntaxException(UriSyntaxException.Kind.SCHEME_FAILURE, 0,
        "the " + hook + " hook of scheme \"" + binding.name + "\" (" + binding.schemeClass() + ") failed: "
            + SchemeRegistry.describe(thrown),
        binding.name, null, thrown);
  }

  /** The error for a URI of a scheme that two providers claim. */
  static UriSyntaxException conflict(Registered binding) {
    return new UriSyntaxException(UriSyntaxException.Kind.SCHEME_FAILURE, 0, String.valueOf(binding.conflict),
        binding.name, null, null);
  }
}
