package dev.urikit.benchmarks;

import java.util.SplittableRandom;

/**
 * Generates running text with URLs in it, as mail and chat put them, for {@code ExtractBenchmark}: the
 * corpus URLs in turn, each in a generated sentence, written the ways RFC 3986 Appendix C lists and
 * people use.
 *
 * <p>{@code ProseCorpusGenerator.generate(new String[] {"https://a.example/x"}, 3986, 200)} gives text
 * such as
 *
 * <pre>
 * The report about the river says more at https://a.example/x. Every morning the city
 * opens early (https://a.example/x) and people arrive late.
 * </pre>
 *
 * <p>Each URL goes into one sentence of 5 to 16 words, in one of these forms, the same for the same
 * seed: bare before a period, in parentheses, in angle brackets, in angle brackets with {@code URL:},
 * in double quotes, before a comma, bare mid-sentence. One sentence in three has no URL; paragraphs of
 * 3 to 6 sentences are separated by a blank line, lines are not wrapped. The text is cut at a line end
 * and padded with spaces to exactly {@code length} characters.
 */
public final class ProseCorpusGenerator {

  private static final String[] WORDS = {
    "the", "a", "report", "river", "city", "people", "morning", "every", "opens", "early", "arrive", "late",
    "about", "says", "more", "and", "of", "to", "in", "for", "with", "our", "team", "found", "new", "old",
    "page", "document", "notes", "meeting", "today", "tomorrow", "review", "draft", "version", "please",
    "read", "check", "before", "after", "we", "they", "it", "was", "is", "will", "be", "have", "this",
    "that", "from", "which", "there", "their", "some", "all", "one", "two", "three", "weeks", "time",
    "data", "results", "question", "answer", "list", "summary", "details", "reference", "project",
  };

  private static final String[] LEADS = {"See", "Read", "More at", "Details:", "The link is", "Try"};

  private ProseCorpusGenerator() {}

  /** Text of exactly {@code length} characters with the {@code urls} in turn, repeated as needed. */
  public static String generate(String[] urls, long seed, int length) {
    SplittableRandom random = new SplittableRandom(seed);
    StringBuilder sb = new StringBuilder(length + 4096);
    int next = 0;
    while (sb.length() < length) {
      int sentences = random.nextInt(3, 7);
      for (int s = 0; s < sentences; s++) {
        if (s > 0) {
          sb.append(' ');
        }
        if (random.nextInt(3) == 0) {
          appendWords(sb, random, random.nextInt(5, 17), true);
          sb.append('.');
        } else {
          appendSentence(sb, random, urls[next]);
          next = (next + 1) % urls.length;
        }
      }
      sb.append("\n\n");
    }
    int cut = sb.lastIndexOf("\n", length - 1);
    sb.setLength(cut + 1);
    while (sb.length() < length) {
      sb.append(' ');
    }
    return sb.toString();
  }

  private static void appendSentence(StringBuilder sb, SplittableRandom random, String url) {
    int before = random.nextInt(2, 9);
    int after = random.nextInt(1, 8);
    appendWords(sb, random, before, true);
    sb.append(' ');
    switch (random.nextInt(7)) {
      case 0 -> sb.append(LEADS[random.nextInt(LEADS.length)]).append(' ').append(url).append('.');
      case 1 -> {
        sb.append('(').append(url).append(") ");
        appendWords(sb, random, after, false);
        sb.append('.');
      }
      case 2 -> {
        sb.append('<').append(url).append("> ");
        appendWords(sb, random, after, false);
        sb.append('.');
      }
      case 3 -> sb.append("<URL:").append(url).append(">.");
      case 4 -> {
        sb.append('"').append(url).append("\" ");
        appendWords(sb, random, after, false);
        sb.append('.');
      }
      case 5 -> {
        sb.append(url).append(", ");
        appendWords(sb, random, after, false);
        sb.append('.');
      }
      default -> {
        sb.append(url).append(' ');
        appendWords(sb, random, after, false);
        sb.append('.');
      }
    }
  }

  private static void appendWords(StringBuilder sb, SplittableRandom random, int count, boolean capital) {
    for (int w = 0; w < count; w++) {
      if (w > 0) {
        sb.append(' ');
      }
      String word = WORDS[random.nextInt(WORDS.length)];
      if (w == 0 && capital) {
        sb.append(Character.toUpperCase(word.charAt(0))).append(word, 1, word.length());
      } else {
        sb.append(word);
      }
    }
  }
}
