// SPDX-License-Identifier: Apache-2.0
#include "ui/delegates/cachedtextdelegate.h"

#include <QApplication>
#include <QImage>
#include <QListWidget>
#include <QStyle>
#include <QStyleFactory>
#include <QTest>
#include <QTreeWidget>

#include <memory>

/**
 * The caching delegate must be invisible: the same sizes and the same pixels as Qt's own delegate, for
 * the kinds of items the start page shows (wrapped two-line examples, short steps, a tree with
 * coloured and highlighted branches), selected or not, in English and Chinese.
 */
class TestCachedTextDelegate : public QObject
{
    Q_OBJECT

private:
    static QStringList texts()
    {
        return {QStringLiteral("Fine-tune a 7B chat model\nLoRA on one GPU, results in a day or two"),
                QStringLiteral("1. Workload"),
                QStringLiteral("微调一个 7B 对话模型\n在一张 GPU 上做 LoRA，一两天内出结果；预算有限时先看抢占式实例"),
                QStringLiteral("3. 预算与计费"),
                QStringLiteral("Serve a 70B model to 200 users with a first token in under a second, billed by "
                               "the month, in Hangzhou or Shanghai"),
                QStringLiteral("✔ 训练 (Training)")};
    }

    static void fill(QListWidget *list, bool wrap)
    {
        list->setWordWrap(wrap);
        list->setSpacing(3);
        for (const QString &text : texts())
            new QListWidgetItem(text, list);
        list->item(1)->setForeground(QColor(120, 120, 120));
        list->item(3)->setBackground(QColor(48, 140, 198, 60));
        list->setCurrentRow(2);
    }

    static void fill(QTreeWidget *tree)
    {
        tree->setHeaderHidden(true);
        tree->setWordWrap(true);
        tree->setRootIsDecorated(false);
        tree->setIndentation(14);
        const QStringList all = texts();
        for (int n = 0; n < 2; ++n) {
            auto *node = new QTreeWidgetItem(tree, {all.at(n * 2 + 1)});
            for (const QString &text : all) {
                auto *branch = new QTreeWidgetItem(node, {text});
                if (text.startsWith(QChar(0x2714)))
                    branch->setBackground(0, QColor(48, 140, 198, 60));
                else
                    branch->setForeground(0, QColor(120, 120, 120));
            }
            node->setExpanded(true);
        }
        tree->setCurrentItem(tree->topLevelItem(1)->child(2));
    }

    // The view painted with Qt's delegate, then with the caching one (twice: made, then kept).
    static void comparePaint(QAbstractItemView *view)
    {
        view->resize(360, 520);
        view->show();
        QVERIFY(QTest::qWaitForWindowExposed(view));
        const QImage expected = view->grab().toImage();
        auto *cached = new Advisor::Ui::CachedTextDelegate(view);
        QAbstractItemDelegate *previous = view->itemDelegate();
        view->setItemDelegate(cached);
        delete previous;
        view->doItemsLayout();
        const QImage first = view->grab().toImage();
        QVERIFY2(cached->keptLayouts() > 0, "every item went to QStyledItemDelegate: nothing was compared");
        const QImage again = view->grab().toImage();
        QCOMPARE(first.size(), expected.size());
        QVERIFY2(first == expected, "the caching delegate paints different pixels");
        QVERIFY2(again == expected, "a second paint from the kept layouts differs");
    }

    static void compareSizes(QAbstractItemView *view, const QModelIndex &parent = {})
    {
        QStyledItemDelegate plain;
        Advisor::Ui::CachedTextDelegate cached;
        QAbstractItemModel *model = view->model();
        for (int row = 0; row < model->rowCount(parent); ++row) {
            const QModelIndex index = model->index(row, 0, parent);
            for (int width : {120, 240, 360, 2000}) {
                QStyleOptionViewItem option;
                option.initFrom(view);
                option.widget = view;
                option.rect = QRect(0, 0, width, 20);
                option.features |= QStyleOptionViewItem::WrapText;
                QCOMPARE(cached.sizeHint(option, index), plain.sizeHint(option, index));
                option.features &= ~QStyleOptionViewItem::ViewItemFeatures(QStyleOptionViewItem::WrapText);
                QCOMPARE(cached.sizeHint(option, index), plain.sizeHint(option, index));
            }
            compareSizes(view, index);
        }
        QVERIFY(model->rowCount(parent) == 0 || cached.keptLayouts() > 0);
    }

private slots:
    void styles_data()
    {
        QTest::addColumn<QString>("style");
        QTest::newRow("fusion") << QStringLiteral("Fusion");
        QTest::newRow("windows") << QStringLiteral("Windows");
    }

    void wrappedListLooksTheSame_data() { styles_data(); }
    void wrappedListLooksTheSame()
    {
        QFETCH(QString, style);
        QApplication::setStyle(QStyleFactory::create(style));
        QListWidget list;
        fill(&list, true);
        comparePaint(&list);
    }

    void unwrappedListLooksTheSame_data() { styles_data(); }
    void unwrappedListLooksTheSame()
    {
        QFETCH(QString, style);
        QApplication::setStyle(QStyleFactory::create(style));
        QListWidget list;
        fill(&list, false); // the long rows do not fit: those are elided, by Qt's delegate
        comparePaint(&list);
    }

    void rightToLeftAndAlignedTextLooksTheSame_data() { styles_data(); }
    void rightToLeftAndAlignedTextLooksTheSame()
    {
        QFETCH(QString, style);
        QApplication::setStyle(QStyleFactory::create(style));
        for (Qt::LayoutDirection direction : {Qt::LeftToRight, Qt::RightToLeft}) {
            QListWidget list;
            list.setLayoutDirection(direction);
            fill(&list, true);
            list.item(0)->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            list.item(1)->setTextAlignment(Qt::AlignHCenter | Qt::AlignBottom);
            list.item(4)->setTextAlignment(Qt::AlignLeft | Qt::AlignTop);
            list.item(5)->setText(QStringLiteral("שלום: ✔ 训练 (Training)"));
            comparePaint(&list);
            compareSizes(&list);
        }
    }

    void treeLooksTheSame_data() { styles_data(); }
    void treeLooksTheSame()
    {
        QFETCH(QString, style);
        QApplication::setStyle(QStyleFactory::create(style));
        QTreeWidget tree;
        fill(&tree);
        comparePaint(&tree);
    }

    void focusedSelectionLooksTheSame()
    {
        QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
        QListWidget list;
        fill(&list, true);
        list.show();
        list.activateWindow();
        list.setFocus();
        QVERIFY(QTest::qWaitForWindowActive(&list));
        QVERIFY(list.hasFocus());
        comparePaint(&list);
    }

    void sizesAreTheSame_data() { styles_data(); }
    void sizesAreTheSame()
    {
        QFETCH(QString, style);
        QApplication::setStyle(QStyleFactory::create(style));
        QListWidget list;
        fill(&list, true);
        compareSizes(&list);
        QTreeWidget tree;
        fill(&tree);
        compareSizes(&tree);
    }

    void otherStylesGoToQtsDelegate()
    {
        QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
        QListWidget list;
        fill(&list, true);
        list.setStyleSheet(QStringLiteral("QListView::item { padding: 4px; }"));
        Advisor::Ui::CachedTextDelegate cached;
        list.setItemDelegate(&cached);
        list.resize(360, 520);
        list.show();
        QVERIFY(QTest::qWaitForWindowExposed(&list));
        (void)list.grab();
        QCOMPARE(cached.keptLayouts(), 0);
        list.setItemDelegate(nullptr);
    }

    void aChangedTextIsLaidOutAgain()
    {
        QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
        QListWidget list;
        fill(&list, true);
        comparePaint(&list);
        list.item(0)->setText(QStringLiteral("Another example\nwith another description"));
        list.item(2)->setFont(QFont(list.font().family(), list.font().pointSize() + 3));
        const QImage cached = list.grab().toImage();
        Advisor::Ui::CachedTextDelegate *delegate =
            qobject_cast<Advisor::Ui::CachedTextDelegate *>(list.itemDelegate());
        QVERIFY(delegate);
        auto *plain = new QStyledItemDelegate(&list);
        list.setItemDelegate(plain);
        delete delegate;
        list.doItemsLayout();
        QVERIFY2(list.grab().toImage() == cached, "a changed text or font was painted from an old layout");
    }
};

QTEST_MAIN(TestCachedTextDelegate)
#include "tst_cachedtextdelegate.moc"
