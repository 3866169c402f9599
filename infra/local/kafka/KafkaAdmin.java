// Tiny admin helper used by infra/local/servers.sh.
//
// Why not kafka-topics / TopicCommand: that tool lives in the kafka-tools artifact (more
// downloads) and creates one topic per JVM start (~2 s each, 20 topics = 40 s). This helper
// uses the AdminClient from kafka-clients (already on the broker classpath), waits for real
// cluster metadata and creates all missing topics in one call.
//
// Usage:
//   java -cp "<libs>/*:<dir of this class>" KafkaAdmin --bootstrap 127.0.0.1:9092 --timeout 60
//        [--topics topics.txt --partitions 3 --dlq-partitions 1] [--list]
// Exit codes: 0 ok, 1 broker not ready / creation failed, 2 usage error.

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.AdminClientConfig;
import org.apache.kafka.clients.admin.CreateTopicsResult;
import org.apache.kafka.clients.admin.NewTopic;
import org.apache.kafka.common.Node;
import org.apache.kafka.common.errors.TopicExistsException;

public final class KafkaAdmin {
  public static void main(String[] args) throws Exception {
    Map<String, String> opt = new LinkedHashMap<>();
    for (int i = 0; i < args.length; i++) {
      String a = args[i];
      if (a.equals("--list")) {
        opt.put("list", "true");
      } else if (a.startsWith("--") && i + 1 < args.length) {
        opt.put(a.substring(2), args[++i]);
      } else {
        System.err.println("KafkaAdmin: bad argument " + a);
        System.exit(2);
      }
    }
    String bootstrap = opt.getOrDefault("bootstrap", "127.0.0.1:9092");
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(Long.parseLong(opt.getOrDefault("timeout", "60")));

    Properties p = new Properties();
    p.put(AdminClientConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap);
    p.put(AdminClientConfig.REQUEST_TIMEOUT_MS_CONFIG, "5000");
    p.put(AdminClientConfig.DEFAULT_API_TIMEOUT_MS_CONFIG, "10000");
    p.put(AdminClientConfig.CLIENT_ID_CONFIG, "trade-servers-sh");
    try (Admin admin = Admin.create(p)) {
      Set<String> existing = awaitMetadata(admin, deadline);
      if (opt.containsKey("topics")) {
        int partitions = Integer.parseInt(opt.getOrDefault("partitions", "3"));
        int dlqPartitions = Integer.parseInt(opt.getOrDefault("dlq-partitions", "1"));
        ensureTopics(admin, Path.of(opt.get("topics")), partitions, dlqPartitions, existing);
        existing = new TreeSet<>(admin.listTopics().names().get(10, TimeUnit.SECONDS));
        warmUpGroupCoordinator(admin, deadline);
      }
      if (opt.containsKey("list")) {
        existing.forEach(System.out::println);
      }
    }
  }

  /** Retries until the broker answers a metadata request with at least one node. */
  private static Set<String> awaitMetadata(Admin admin, long deadline) throws InterruptedException {
    Exception last = null;
    while (System.nanoTime() < deadline) {
      try {
        Collection<Node> nodes = admin.describeCluster().nodes().get(5, TimeUnit.SECONDS);
        if (!nodes.isEmpty()) {
          return new TreeSet<>(admin.listTopics().names().get(5, TimeUnit.SECONDS));
        }
      } catch (Exception e) {
        last = e;
      }
      Thread.sleep(300);
    }
    System.err.println("KafkaAdmin: no cluster metadata before timeout" + (last == null ? "" : ": " + last));
    System.exit(1);
    return null;
  }

  /**
   * The first FindCoordinator request creates __consumer_offsets; until it exists every
   * consumer gets "group coordinator not available" and retries for a few seconds. Doing it
   * here once makes the first consumer of a test run join immediately.
   */
  private static void warmUpGroupCoordinator(Admin admin, long deadline) throws InterruptedException {
    while (System.nanoTime() < deadline) {
      try {
        admin.listConsumerGroupOffsets("trade-servers-sh-warmup").partitionsToOffsetAndMetadata()
            .get(5, TimeUnit.SECONDS);
        return;
      } catch (Exception e) {
        Thread.sleep(200); // coordinator still loading: retry
      }
    }
  }

  /** Creates the topics listed in the file that do not exist yet (replication factor 1). */
  private static void ensureTopics(Admin admin, Path file, int partitions, int dlqPartitions, Set<String> existing)
      throws Exception {
    List<NewTopic> missing = new ArrayList<>();
    for (String raw : Files.readAllLines(file)) {
      String line = raw.replaceAll("#.*", "").trim();
      if (line.isEmpty()) continue;
      String[] parts = line.split("\\s+");
      String name = parts[0];
      int n = parts.length > 1 ? Integer.parseInt(parts[1]) : (name.endsWith(".dlq") ? dlqPartitions : partitions);
      if (!existing.contains(name)) missing.add(new NewTopic(name, n, (short) 1));
    }
    if (missing.isEmpty()) {
      System.out.println("topics: all present");
      return;
    }
    CreateTopicsResult res = admin.createTopics(missing);
    int created = 0;
    for (var e : res.values().entrySet()) {
      try {
        e.getValue().get(30, TimeUnit.SECONDS);
        created++;
      } catch (ExecutionException ex) {
        // Another process (or auto-create on first use) won the race: that is fine.
        if (!(ex.getCause() instanceof TopicExistsException)) throw ex;
      }
    }
    System.out.println("topics: created " + created);
  }
}
