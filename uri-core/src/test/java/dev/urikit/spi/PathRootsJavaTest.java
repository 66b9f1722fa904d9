package dev.urikit.spi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.urikit.SchemeRegistry;
import dev.urikit.Uri;
import dev.urikit.UriSyntaxException;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A scheme's path roots ({@link Scheme#hasPathRoots()}, {@link Scheme#pathRoot}): dot-segment removal
 * during resolution keeps them, and only the scheme that declares them is asked.
 */
class PathRootsJavaTest {

  /** {@code vol:} paths may begin with a volume, {@code /@name}, that ".." cannot climb above. */
  static final class VolumeScheme implements Scheme {
    @Override
    public String name() {
      return "vol";
    }

    @Override
    public boolean hasPathRoots() {
      return true;
    }

    @Override
    public int pathRoot(String text, int pathStart, int pathEnd) {
      if (pathEnd - pathStart < 2 || text.charAt(pathStart) != '/' || text.charAt(pathStart + 1) != '@') {
        return 0;
      }
      int slash = text.indexOf('/', pathStart + 1);
      return (slash < 0 || slash > pathEnd ? pathEnd : slash) - pathStart;
    }
  }

  /** A scheme whose answer is no root: too long, negative, or not ending at a "/". */
  static final class WrongRootScheme implements Scheme {
    private final int answer;

    WrongRootScheme(int answer) {
      this.answer = answer;
    }

    @Override
    public String name() {
      return "wrong";
    }

    @Override
    public boolean hasPathRoots() {
      return true;
    }

    @Override
    public int pathRoot(String text, int pathStart, int pathEnd) {
      return answer;
    }
  }

  static final class ThrowingRootScheme implements Scheme {
    @Override
    public String name() {
      return "throws";
    }

    @Override
    public boolean hasPathRoots() {
      return true;
    }

    @Override
    public int pathRoot(String text, int pathStart, int pathEnd) {
      throw new IllegalStateException("broken");
    }
  }

  private static final SchemeRegistry REGISTRY = SchemeRegistry.builder().add(new VolumeScheme()).build();

  @ParameterizedTest
  @CsvSource({
    // merged with the base's path
    "vol:/@a/b/c,       ../../../x,          vol:/@a/x",
    "vol:/@a/b/c,       ..,                  vol:/@a/",
    "vol:/@a,           x,                   vol:/@a/x",
    "vol:/@a,           ../x,                vol:/@a/x",
    "vol://h/@a/b,      ../../y,             vol://h/@a/y",
    // the reference's own path
    "vol:/@a/b,         /@z/../../y,         vol:/@z/y",
    "vol:/@a/b,         //h/@z/../y,         vol://h/@z/y",
    "http://h/p,        vol:/@z/q/../../y,   vol:/@z/y",
    // no root: RFC 3986 section 5.2.4 as it is
    "vol:/a/b/c,        ../../../x,          vol:/x",
    "vol:/a@/b/c,       ../../../x,          vol:/x",
    "vol:/a/@b/c,       ../../../x,          vol:/x",
    // a scheme without roots
    "http://h/@a/b/c,   ../../../x,          http://h/x",
  })
  void dotSegmentsNeverClimbAboveARoot(String base, String reference, String target) {
    assertEquals(target, Uri.parse(base, REGISTRY).resolve(reference).toString());
  }

  @ParameterizedTest
  @CsvSource({"-1", "0", "4", "3", "99"})
  void anAnswerThatIsNoRootIsIgnored(int answer) {
    SchemeRegistry registry = SchemeRegistry.builder().add(new WrongRootScheme(answer)).build();
    // in "/ab/c/d" a root is a start of the path that ends at a "/": of these answers, only 3 ("/ab")
    String expected = answer == 3 ? "wrong:/ab/x" : "wrong:/x";
    assertEquals(expected, Uri.parse("wrong:/ab/c/d", registry).resolve("../../../x").toString());
  }

  @ParameterizedTest
  @CsvSource({"throws:/a/b, ../x", "http://h/a, throws:/a/../x"})
  void aFailingHookIsASchemeFailure(String base, String reference) {
    SchemeRegistry registry = SchemeRegistry.builder().add(new ThrowingRootScheme()).build();
    UriSyntaxException e = assertThrows(UriSyntaxException.class,
        () -> Uri.parse(base, registry).resolve(reference));
    assertEquals(UriSyntaxException.Kind.SCHEME_FAILURE, e.kind());
  }
}
